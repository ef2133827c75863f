import type { NotificationCategory } from '@careers/contracts';

// The server's own words — notification categories and messages, and the mails that carry them —
// in the languages the site is complete in (the other locales fall back to English until their
// catalogs come).

type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
type Catalog = {
  categories: Record<NotificationCategory, string>;
  messages: Record<MessageKey, string | Plural>;
  mail: Record<MailKey, string | Plural>;
};

const MESSAGE_KEYS = [
  'offer.extended',
  'offer.revised',
  'offer.canceled',
  'offer.expiring',
  'document.to_sign',
  'application.submitted',
  'application.status_changed',
  'application.message_answered',
  'application.overdue',
  'application.extended',
  'application.closed',
  'interview.scheduled',
  'interview.offered',
  'interview.booked',
  'interview.rescheduled',
  'interview.cancelled',
  'interview.cancelled_by_employer',
  'interview.reminder',
  'event.registered',
  'referral.added',
  'form.assigned',
  'job_alert.new_positions',
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];

type MailKey =
  | 'notificationSubject'
  | 'notificationOpen'
  | 'notificationFooter'
  | 'chooseTime'
  | 'viewInterview'
  | 'digestSubject'
  | 'digestIntro'
  | 'digestSeeAll'
  | 'unsubscribe'
  | 'confirmSubject'
  | 'confirmBody'
  | 'confirmButton'
  | 'confirmIgnore'
  | 'searchAll'
  | 'searchQuery'
  | 'searchLocation'
  | 'searchBoth'
  | 'draftReminderSubject'
  | 'draftReminderBody'
  | 'draftReminderPosition'
  | 'draftReminderContinue'
  | 'draftReminderUnsubscribe';

const en: Catalog = {
  categories: {
    offer: 'Offer',
    document: 'Document',
    application: 'Application',
    interview: 'Interview',
    form: 'Form',
    job_alert: 'Job alert',
    general: 'Update',
  },
  messages: {
    'offer.extended': 'You have received an offer for {position}.',
    'offer.revised': 'Your offer for {position} has been updated. Please review it again.',
    'offer.canceled': 'Your offer for {position} has been withdrawn.',
    'offer.expiring': 'Your offer for {position} expires on {date}. Please respond before then.',
    'document.to_sign': 'Please sign {document} for {position}.',
    'application.submitted':
      'We received your application for {position}. We will be in touch about the next steps.',
    'application.status_changed': 'Your application for {position} is now: {status}.',
    'application.message_answered': 'The recruiting team answered your question about {position}.',
    'application.overdue':
      'Your application for {position} is still under review. We are sorry it is taking longer than we said: expect an update by {date}.',
    'application.extended':
      'The team needs a little more time for your application for {position}: expect an update by {date}.',
    'application.closed':
      'We have closed your application for {position} because we could not reach a decision in time. Thank you for your interest in joining us; we would be glad to see you apply again.',
    'interview.scheduled': 'Your interview for {position} is on {date}.',
    'interview.offered':
      '{company} invites you to an interview for {position}. Choose a time that suits you.',
    'interview.booked': 'Your interview for {position} is booked: {time}.',
    'interview.rescheduled': 'Your interview for {position} has moved to {time}.',
    'interview.cancelled': 'Your interview for {position} on {time} is cancelled.',
    'interview.cancelled_by_employer':
      '{company} cancelled your interview for {position} on {time}.',
    'interview.reminder': 'Reminder: your interview for {position} is {time}.',
    'event.registered': 'You are registered for {event} on {date}.',
    'referral.added': '{referrer} referred you for {position}.',
    'form.assigned': 'Please fill in the form {form}.',
    'job_alert.new_positions': {
      one: '1 new job matches your alert {search}.',
      other: '{count} new jobs match your alert {search}.',
    },
  },
  mail: {
    notificationSubject: 'New notification from {company} careers',
    notificationOpen: 'Open it on the careers site',
    notificationFooter: 'You get these e-mails because you have an account at {company} careers.',
    chooseTime: 'Choose a time',
    viewInterview: 'See your interview',
    digestSubject: { one: '1 new job for {search}', other: '{count} new jobs for {search}' },
    digestIntro: 'New jobs at {company} matching your alert {search}:',
    digestSeeAll: 'See all matching jobs',
    unsubscribe: 'Unsubscribe from this alert',
    confirmSubject: 'Confirm your job alert at {company}',
    confirmBody:
      'Please confirm that you want e-mails about new jobs at {company} matching {search}.',
    confirmButton: 'Confirm my job alert',
    confirmIgnore: 'If you did not ask for this, ignore this e-mail: nothing will be sent.',
    searchAll: 'all jobs',
    searchQuery: '“{query}”',
    searchLocation: 'jobs in {location}',
    searchBoth: '“{query}” in {location}',
    draftReminderSubject: 'Pick up where you left off',
    draftReminderBody: {
      one: 'Pick up where you left off — {done} of {count} section done',
      other: 'Pick up where you left off — {done} of {count} sections done',
    },
    draftReminderPosition: 'Your application for {position} at {company} is waiting for you.',
    draftReminderContinue: 'Continue your application',
    draftReminderUnsubscribe: 'Stop reminders of unfinished applications',
  },
};

const de: Catalog = {
  categories: {
    offer: 'Angebot',
    document: 'Dokument',
    application: 'Bewerbung',
    interview: 'Vorstellungsgespräch',
    form: 'Formular',
    job_alert: 'Jobalarm',
    general: 'Neuigkeit',
  },
  messages: {
    'offer.extended': 'Sie haben ein Angebot für {position} erhalten.',
    'offer.revised':
      'Ihr Angebot für {position} wurde aktualisiert. Bitte sehen Sie es sich erneut an.',
    'offer.canceled': 'Ihr Angebot für {position} wurde zurückgezogen.',
    'offer.expiring':
      'Ihr Angebot für {position} läuft am {date} ab. Bitte antworten Sie bis dahin.',
    'document.to_sign': 'Bitte unterschreiben Sie {document} für {position}.',
    'application.submitted':
      'Wir haben Ihre Bewerbung für {position} erhalten. Wir melden uns zu den nächsten Schritten.',
    'application.status_changed': 'Ihre Bewerbung für {position} hat jetzt den Status: {status}.',
    'application.message_answered': 'Das Recruiting-Team hat Ihre Frage zu {position} beantwortet.',
    'application.overdue':
      'Ihre Bewerbung für {position} wird noch geprüft. Es tut uns leid, dass es länger dauert als angekündigt: Sie erhalten bis zum {date} eine Rückmeldung.',
    'application.extended':
      'Das Team braucht noch etwas mehr Zeit für Ihre Bewerbung für {position}: Sie erhalten bis zum {date} eine Rückmeldung.',
    'application.closed':
      'Wir haben Ihre Bewerbung für {position} geschlossen, da wir nicht rechtzeitig zu einer Entscheidung gekommen sind. Vielen Dank für Ihr Interesse an uns; wir würden uns freuen, wieder eine Bewerbung von Ihnen zu erhalten.',
    'interview.scheduled': 'Ihr Vorstellungsgespräch für {position} ist am {date}.',
    'interview.offered':
      '{company} lädt Sie zu einem Vorstellungsgespräch für {position} ein. Wählen Sie einen passenden Termin.',
    'interview.booked': 'Ihr Vorstellungsgespräch für {position} ist gebucht: {time}.',
    'interview.rescheduled': 'Ihr Vorstellungsgespräch für {position} wurde verschoben auf {time}.',
    'interview.cancelled': 'Ihr Vorstellungsgespräch für {position} am {time} ist abgesagt.',
    'interview.cancelled_by_employer':
      '{company} hat Ihr Vorstellungsgespräch für {position} am {time} abgesagt.',
    'interview.reminder': 'Erinnerung: Ihr Vorstellungsgespräch für {position} ist am {time}.',
    'event.registered': 'Sie sind für {event} am {date} angemeldet.',
    'referral.added': '{referrer} hat Sie für {position} empfohlen.',
    'form.assigned': 'Bitte füllen Sie das Formular {form} aus.',
    'job_alert.new_positions': {
      one: '1 neue Stelle passt zu Ihrem Jobalarm {search}.',
      other: '{count} neue Stellen passen zu Ihrem Jobalarm {search}.',
    },
  },
  mail: {
    notificationSubject: 'Neue Benachrichtigung von Karriere bei {company}',
    notificationOpen: 'Auf der Karriereseite öffnen',
    notificationFooter:
      'Sie erhalten diese E-Mails, weil Sie ein Konto bei Karriere bei {company} haben.',
    chooseTime: 'Termin wählen',
    viewInterview: 'Zum Vorstellungsgespräch',
    digestSubject: {
      one: '1 neue Stelle für {search}',
      other: '{count} neue Stellen für {search}',
    },
    digestIntro: 'Neue Stellen bei {company}, die zu Ihrem Jobalarm {search} passen:',
    digestSeeAll: 'Alle passenden Stellen ansehen',
    unsubscribe: 'Diesen Jobalarm abbestellen',
    confirmSubject: 'Bestätigen Sie Ihren Jobalarm bei {company}',
    confirmBody:
      'Bitte bestätigen Sie, dass Sie E-Mails zu neuen Stellen bei {company} erhalten möchten, die zu {search} passen.',
    confirmButton: 'Jobalarm bestätigen',
    confirmIgnore:
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Es wird nichts gesendet.',
    searchAll: 'alle Stellen',
    searchQuery: '„{query}“',
    searchLocation: 'Stellen in {location}',
    searchBoth: '„{query}“ in {location}',
    draftReminderSubject: 'Machen Sie dort weiter, wo Sie aufgehört haben',
    draftReminderBody: {
      one: 'Machen Sie dort weiter, wo Sie aufgehört haben — {done} von {count} Abschnitt erledigt',
      other:
        'Machen Sie dort weiter, wo Sie aufgehört haben — {done} von {count} Abschnitten erledigt',
    },
    draftReminderPosition: 'Ihre Bewerbung für {position} bei {company} wartet auf Sie.',
    draftReminderContinue: 'Bewerbung fortsetzen',
    draftReminderUnsubscribe: 'Keine Erinnerungen an unvollständige Bewerbungen mehr',
  },
};

const ar: Catalog = {
  categories: {
    offer: 'عرض عمل',
    document: 'مستند',
    application: 'طلب توظيف',
    interview: 'مقابلة',
    form: 'نموذج',
    job_alert: 'تنبيه وظائف',
    general: 'تحديث',
  },
  messages: {
    'offer.extended': 'تلقيت عرض عمل لوظيفة {position}.',
    'offer.revised': 'تم تحديث عرض العمل لوظيفة {position}. يُرجى مراجعته مرة أخرى.',
    'offer.canceled': 'تم سحب عرض العمل لوظيفة {position}.',
    'offer.expiring': 'ينتهي عرض العمل لوظيفة {position} في {date}. يُرجى الرد قبل ذلك.',
    'document.to_sign': 'يرجى توقيع {document} لوظيفة {position}.',
    'application.submitted': 'استلمنا طلبك لوظيفة {position}. سنتواصل معك بشأن الخطوات التالية.',
    'application.status_changed': 'حالة طلبك لوظيفة {position} الآن: {status}.',
    'application.message_answered': 'أجاب فريق التوظيف عن سؤالك بشأن وظيفة {position}.',
    'application.overdue':
      'لا يزال طلبك لوظيفة {position} قيد المراجعة. نأسف لأن الأمر يستغرق وقتًا أطول مما ذكرنا: توقّع تحديثًا بحلول {date}.',
    'application.extended':
      'يحتاج الفريق إلى مزيد من الوقت لدراسة طلبك لوظيفة {position}: توقّع تحديثًا بحلول {date}.',
    'application.closed':
      'أغلقنا طلبك لوظيفة {position} لأننا لم نتمكن من اتخاذ قرار في الوقت المحدد. شكرًا لاهتمامك بالانضمام إلينا، ويسعدنا أن تتقدم مرة أخرى.',
    'interview.scheduled': 'موعد مقابلتك لوظيفة {position} في {date}.',
    'interview.offered': 'تدعوك {company} إلى مقابلة لوظيفة {position}. اختر الوقت الذي يناسبك.',
    'interview.booked': 'تم حجز مقابلتك لوظيفة {position}: {time}.',
    'interview.rescheduled': 'تم نقل مقابلتك لوظيفة {position} إلى {time}.',
    'interview.cancelled': 'تم إلغاء مقابلتك لوظيفة {position} في {time}.',
    'interview.cancelled_by_employer': 'ألغت {company} مقابلتك لوظيفة {position} في {time}.',
    'interview.reminder': 'تذكير: مقابلتك لوظيفة {position} في {time}.',
    'event.registered': 'تم تسجيلك في {event} بتاريخ {date}.',
    'referral.added': 'رشّحك {referrer} لوظيفة {position}.',
    'form.assigned': 'يرجى تعبئة النموذج {form}.',
    'job_alert.new_positions': {
      zero: 'لا توجد وظائف جديدة تطابق تنبيهك {search}.',
      one: 'وظيفة جديدة واحدة تطابق تنبيهك {search}.',
      two: 'وظيفتان جديدتان تطابقان تنبيهك {search}.',
      few: '{count} وظائف جديدة تطابق تنبيهك {search}.',
      many: '{count} وظيفة جديدة تطابق تنبيهك {search}.',
      other: '{count} وظيفة جديدة تطابق تنبيهك {search}.',
    },
  },
  mail: {
    notificationSubject: 'إشعار جديد من موقع الوظائف لدى {company}',
    notificationOpen: 'افتحه على موقع الوظائف',
    notificationFooter: 'تصلك هذه الرسائل لأن لديك حسابًا على موقع الوظائف لدى {company}.',
    chooseTime: 'اختر وقتًا',
    viewInterview: 'عرض المقابلة',
    digestSubject: {
      zero: 'لا وظائف جديدة لـ {search}',
      one: 'وظيفة جديدة واحدة لـ {search}',
      two: 'وظيفتان جديدتان لـ {search}',
      few: '{count} وظائف جديدة لـ {search}',
      many: '{count} وظيفة جديدة لـ {search}',
      other: '{count} وظيفة جديدة لـ {search}',
    },
    digestIntro: 'وظائف جديدة لدى {company} تطابق تنبيهك {search}:',
    digestSeeAll: 'عرض كل الوظائف المطابقة',
    unsubscribe: 'إلغاء الاشتراك في هذا التنبيه',
    confirmSubject: 'أكّد تنبيه الوظائف لدى {company}',
    confirmBody:
      'يرجى تأكيد رغبتك في تلقي رسائل عن الوظائف الجديدة لدى {company} التي تطابق {search}.',
    confirmButton: 'تأكيد تنبيه الوظائف',
    confirmIgnore: 'إذا لم تطلب ذلك فتجاهل هذه الرسالة: لن يُرسل إليك شيء.',
    searchAll: 'كل الوظائف',
    searchQuery: '«{query}»',
    searchLocation: 'وظائف في {location}',
    searchBoth: '«{query}» في {location}',
    draftReminderSubject: 'أكمل من حيث توقفت',
    draftReminderBody: 'أكمل من حيث توقفت — أنجزت {done} من {count} أقسام',
    draftReminderPosition: 'طلبك لوظيفة {position} لدى {company} في انتظارك.',
    draftReminderContinue: 'أكمل طلبك',
    draftReminderUnsubscribe: 'إيقاف التذكير بالطلبات غير المكتملة',
  },
};

const CATALOGS: Record<string, Catalog> = { en, de, ar };

function catalogFor(language: string): Catalog {
  return CATALOGS[language.split('-')[0] ?? 'en'] ?? en;
}

function pluralForm(template: Plural, count: number, language: string): string {
  return template[new Intl.PluralRules(language).select(count)] ?? template.other;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/;

export type TextParams = Record<string, string | number>;

function fill(template: string | Plural, params: TextParams, language: string): string {
  const text =
    typeof template === 'string'
      ? template
      : pluralForm(template, Number(params.count ?? 0), language);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === 'number') return new Intl.NumberFormat(language).format(value);
    // A `date` parameter is an instant, written in the reader's language.
    if (name === 'date' && ISO_INSTANT.test(value)) {
      return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(value),
      );
    }
    // A `time` parameter is an instant too, written with its time and zone in `timeZone` (the
    // candidate's, else UTC).
    if (name === 'time' && ISO_INSTANT.test(value)) {
      return formatInstant(value, String(params.timeZone ?? 'UTC'), language);
    }
    return value;
  });
}

// Building a formatter costs far more than using one, and a run of reminders writes thousands
// of times in a handful of languages and zones.
const instantFormats = new Map<string, Intl.DateTimeFormat>();

// "Tuesday, 1 December 2026, 15:30 CET", as the language writes it, in the given zone.
export function formatInstant(iso: string, timeZone: string, language: string): string {
  const key = `${language}|${timeZone}`;
  let format = instantFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    if (instantFormats.size > 1000) instantFormats.clear();
    instantFormats.set(key, format);
  }
  return format.format(new Date(iso));
}

export function categoryTitle(category: NotificationCategory, language: string): string {
  return catalogFor(language).categories[category];
}

export function isMessageKey(key: string): key is MessageKey {
  return (MESSAGE_KEYS as readonly string[]).includes(key);
}

export function messageText(key: MessageKey, params: TextParams, language: string): string {
  return fill(catalogFor(language).messages[key], params, language);
}

export function mailText(key: MailKey, params: TextParams, language: string): string {
  return fill(catalogFor(language).mail[key], params, language);
}
