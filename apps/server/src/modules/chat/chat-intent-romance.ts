import type { EmploymentType, Seniority } from '@careers/contracts';

// French, Spanish and Portuguese (Brazil and Portugal) words of the job search, merged into the
// English and German vocabulary of chat-intent-words.ts: remote, seniority, employment types,
// places, departments, pay and filler words (the other requests' words are in
// chat-intent-romance-requests.ts). Lower-cased, hyphens read as spaces; a French elision
// ("d'équipe") is its own word ("d équipe"). Unaccented spellings are listed too, since candidates
// often type without accents.

export const ROMANCE_REMOTE = [
  'télétravail',
  'teletravail',
  'à distance',
  'a distance',
  'full remote',
  'en remoto',
  'remoto',
  'remota',
  'remotos',
  'remotas',
  'teletrabajo',
  'a distancia',
  'desde casa',
  'teletrabalho',
  'à distância',
  'a distância',
  'de casa',
];

// Spanish and Portuguese "director" is the English word already.
export const ROMANCE_SENIORITY: [string, Seniority, 'any' | 'title' | 'prefix'][] = [
  ['stagiaire', 'intern', 'any'],
  ['stagiaires', 'intern', 'any'],
  ['becario', 'intern', 'any'],
  ['becaria', 'intern', 'any'],
  ['practicante', 'intern', 'any'],
  ['estagiário', 'intern', 'any'],
  ['estagiária', 'intern', 'any'],
  ['estagiario', 'intern', 'any'],
  ['estagiaria', 'intern', 'any'],
  ['júnior', 'entry', 'any'],
  ['débutant', 'entry', 'any'],
  ['débutante', 'entry', 'any'],
  ['jeune diplômé', 'entry', 'any'],
  ['recién graduado', 'entry', 'any'],
  ['recém formado', 'entry', 'any'],
  ['confirmé', 'mid', 'any'],
  ['confirmée', 'mid', 'any'],
  ['confirme', 'mid', 'any'],
  ['semi senior', 'mid', 'any'],
  ['pleno', 'mid', 'any'],
  ['plena', 'mid', 'any'],
  ['sénior', 'senior', 'any'],
  ['sênior', 'senior', 'any'],
  ['expérimenté', 'senior', 'any'],
  ['chef d équipe', 'lead', 'any'],
  ['jefe de equipo', 'lead', 'any'],
  ['líder de equipe', 'lead', 'any'],
  ['responsable', 'manager', 'title'],
  ['jefe', 'manager', 'title'],
  ['jefa', 'manager', 'title'],
  ['gerente', 'manager', 'title'],
  ['coordenador', 'manager', 'title'],
  ['coordenadora', 'manager', 'title'],
  ['directeur', 'director', 'title'],
  ['directrice', 'director', 'title'],
  ['directora', 'director', 'title'],
  ['diretor', 'director', 'title'],
  ['diretora', 'director', 'title'],
];

// A French CDD and a Spanish or Portuguese "temporal/temporário" are fixed-term posts of an
// employee, so temporary as German "befristet" is; "contrat" alone reads as a freelancer's
// engagement, like English "contract". A CDI is open-ended and, in practice, full time.
export const ROMANCE_EMPLOYMENT: [string, EmploymentType][] = [
  ['cdi', 'full_time'],
  ['temps plein', 'full_time'],
  ['plein temps', 'full_time'],
  ['temps complet', 'full_time'],
  ['jornada completa', 'full_time'],
  ['tiempo completo', 'full_time'],
  ['tempo integral', 'full_time'],
  ['período integral', 'full_time'],
  ['periodo integral', 'full_time'],
  ['temps partiel', 'part_time'],
  ['mi temps', 'part_time'],
  ['media jornada', 'part_time'],
  ['tiempo parcial', 'part_time'],
  ['jornada parcial', 'part_time'],
  ['meio período', 'part_time'],
  ['meio periodo', 'part_time'],
  ['tempo parcial', 'part_time'],
  ['contrat', 'contract'],
  ['indépendant', 'contract'],
  ['autónomo', 'contract'],
  ['autônomo', 'contract'],
  ['cdd', 'temporary'],
  ['intérim', 'temporary'],
  ['interim', 'temporary'],
  ['intérimaire', 'temporary'],
  ['saisonnier', 'temporary'],
  ['temporal', 'temporary'],
  ['temporales', 'temporary'],
  ['temporário', 'temporary'],
  ['temporária', 'temporary'],
  ['temporario', 'temporary'],
  // Not "stage" alone: English asks for a "stage manager".
  ['offre de stage', 'internship'],
  ['offres de stage', 'internship'],
  ['un stage', 'internship'],
  ['en stage', 'internship'],
  ['prácticas', 'internship'],
  ['practicas', 'internship'],
  ['pasantía', 'internship'],
  ['estágio', 'internship'],
  ['estagio', 'internship'],
  ['estágios', 'internship'],
];

// Not "a": Spanish and Portuguese "a" is English's article too ("a data engineer").
export const ROMANCE_PLACE_PREPOSITIONS = [
  'à',
  'en',
  'dans',
  'sur',
  'près de',
  'pres de',
  'autour de',
  'dans la région de',
  'cerca de',
  'em',
  'no',
  'na',
  'perto de',
  'en la zona de',
];

// Phrases whose words alone would read otherwise: "à partir de" is no place, "au moins" no job.
export const ROMANCE_FILLER_PHRASES = [
  'à partir de',
  'a partir de',
  'au moins',
  'al menos',
  'pelo menos',
  'no mínimo',
  'no minimo',
  'en tant que',
  'por favor',
];

// Not "ai", "net" or "cargo": English job words ("AI engineer", ".NET", "cargo handler").
export const ROMANCE_FILLER_WORDS = (
  'je j me m moi tu te vous nous il elle on le la les l un une des du de d et ou mais aussi pour ' +
  'avec sans chez au aux par qu que qui quoi quel quels quelle quelles où ce cet cette ces mon ma ' +
  'mes ton leur y cherche cherches cherchons chercher recherche recherches trouve trouver trouvez ' +
  'montre montrez montrer donne donnez voudrais veux aimerais souhaite besoin suis est sont emploi ' +
  'emplois poste postes offre offres travail travailler boulot métier métiers carrière annonce ' +
  'annonces opportunité opportunités svp plaît plait merci bonjour salut comme tant autre autres ' +
  'nouveau nouveaux nouvelle nouvelles disponible disponibles minimum moins plus partir salaire ' +
  'rémunération brut ans années expérience domaine secteur ville région tout tous toutes ' +
  'yo mi mis tú usted el los las lo una unos unas del al y o pero también para por con sin sobre ' +
  'busco buscando buscar busca encuentra encuéntrame encuentrame encontrar muestra muéstrame ' +
  'muestrame dame quiero quisiera necesito gustaría gustaria empleo empleos trabajo trabajos ' +
  'trabajar puesto puestos oferta ofertas vacante vacantes plaza plazas oportunidad oportunidades ' +
  'como qué cuál dónde hay algo otro otros otra otras nuevo nuevos nueva nuevas mínimo minimo ' +
  'menos más mas salario sueldo bruto neto años experiencia favor gracias hola sector área ' +
  'ciudad zona cualquier es son soy estoy todo todos ' +
  'eu meu minha meus minhas você voce os um uma uns umas do da dos das também pra procuro ' +
  'procurando procurar encontre mostre mostra mostrar quero queria gostaria preciso vaga vagas ' +
  'emprego empregos trabalho trabalhos trabalhar posição oportunidade qual quais onde tem há ' +
  'algum alguma novo nova novos novas disponível disponíveis pelo mais acima salário líquido ' +
  'anos experiência obrigado obrigada olá ola oi área cidade região setor é são sou estou'
).split(' ');

// Job families in French, Spanish and Portuguese, by the department of DEPARTMENT_FAMILIES.
export const ROMANCE_FAMILY_WORDS: Record<string, string[]> = {
  engineering: ['ingénierie', 'ingeniería', 'engenharia', 'développement', 'desarrollo'],
  'data analytics': ['données', 'datos', 'dados'],
  product: ['produit', 'producto', 'produto'],
  design: ['diseño', 'conception'],
  'it security': ['informatique', 'informática', 'sécurité', 'seguridad', 'segurança', 'ti'],
  sales: ['ventes', 'vente', 'ventas', 'vendas', 'commercial', 'comercial'],
  'customer success': ['service client', 'atención al cliente', 'atendimento ao cliente'],
  finance: ['finances', 'finanzas', 'finanças', 'comptabilité', 'contabilidad', 'contabilidade'],
  people: ['rh', 'ressources humaines', 'recursos humanos', 'rrhh'],
  legal: ['juridique', 'jurídico', 'juridico'],
  operations: ['logistique', 'logística', 'logistica', 'opérations', 'operaciones', 'operações'],
  manufacturing: ['fabrication', 'fabricación', 'fabricação', 'producción', 'produção'],
  'clinical services': ['santé', 'salud', 'saúde', 'enfermería', 'enfermagem', 'soins'],
  'stores hospitality': ['commerce', 'hôtellerie', 'hostelería', 'hotelaria', 'varejo', 'comercio'],
};

// City names the gazetteer knows by their English or local name.
export const ROMANCE_PLACE_NAMES: Record<string, string> = {
  lisboa: 'Lisbon',
  londres: 'London',
  bruxelles: 'Brussels',
  bruselas: 'Brussels',
  milano: 'Milan',
  milán: 'Milan',
  munique: 'Munich',
  múnich: 'Munich',
  berlim: 'Berlin',
  genebra: 'Geneva',
  ginebra: 'Geneva',
};

// Country names ICU's English names do not cover; the search page takes no country.
export const ROMANCE_COUNTRY_NAMES = [
  'espagne',
  'españa',
  'espanha',
  'francia',
  'frança',
  'brasil',
  'brésil',
  'alemania',
  'allemagne',
  'alemanha',
  'suisse',
  'suiza',
  'suíça',
  'belgique',
  'bélgica',
  'mexique',
  'états unis',
  'estados unidos',
  'reino unido',
  'royaume uni',
  'italie',
  'itália',
];
