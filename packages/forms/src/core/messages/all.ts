import type { MessageCatalog } from '../types';
import ar from './ar';
import bg from './bg';
import cs from './cs';
import da from './da';
import de from './de';
import el from './el';
import es from './es';
import fi from './fi';
import fr from './fr';
import frCA from './frCA';
import he from './he';
import hi from './hi';
import hr from './hr';
import ht from './ht';
import hu from './hu';
import it from './it';
import ja from './ja';
import ko from './ko';
import ms from './ms';
import nb from './nb';
import nl from './nl';
import pl from './pl';
import pt from './pt';
import ptBR from './ptBR';
import ptPT from './ptPT';
import ru from './ru';
import sk from './sk';
import sr from './sr';
import sv from './sv';
import te from './te';
import th from './th';
import tr from './tr';
import uk from './uk';
import vi from './vi';
import zhCN from './zhCN';
import zhTW from './zhTW';

// Every language's validation messages but English (the core's own fallback), by locale: the
// server registers them all; the browser loads only its page's language (forms-namespace.ts).
export const MESSAGE_CATALOGS: Record<string, MessageCatalog> = {
  ar,
  bg,
  cs,
  da,
  de,
  el,
  es,
  fi,
  fr,
  'fr-CA': frCA,
  he,
  hi,
  hr,
  ht,
  hu,
  it,
  ja,
  ko,
  ms,
  nb,
  nl,
  pl,
  pt,
  'pt-BR': ptBR,
  'pt-PT': ptPT,
  ru,
  sk,
  sr,
  sv,
  te,
  th,
  tr,
  uk,
  vi,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
};
