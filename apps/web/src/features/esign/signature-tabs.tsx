import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from '../../shared/i18n/use-translation';
import { FOCUS_RING } from '../../shared/ui/button';
import { SignaturePad } from './signature-pad';
import { TypedSignature } from './typed-signature';

export type SignatureMethod = 'typed' | 'drawn';

export type SignatureTabsProps = {
  method: SignatureMethod;
  onMethodChange: (method: SignatureMethod) => void;
  typedName: string;
  onTypedNameChange: (value: string) => void;
  onDrawnChange: (png: string | null) => void;
};

const TAB = `flex min-h-10 cursor-pointer items-center rounded-brand px-4 py-2 font-medium text-ink/80 hover:bg-ink/5 data-[selected]:bg-primary data-[selected]:text-white ${FOCUS_RING}`;
// Both panels stay mounted, so a drawing survives a look at the Type tab and back.
const PANEL = `rounded-brand pt-1 data-[inert]:hidden ${FOCUS_RING}`;

/** Type the name or draw it; the tab chosen is the signature sent. */
export function SignatureTabs({
  method,
  onMethodChange,
  typedName,
  onTypedNameChange,
  onDrawnChange,
}: SignatureTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs
      selectedKey={method}
      onSelectionChange={(key) => {
        onMethodChange(key === 'drawn' ? 'drawn' : 'typed');
      }}
      className="flex flex-col gap-3"
    >
      <TabList aria-label={t('esign.signature.tabsLabel')} className="flex flex-wrap gap-2">
        <Tab id="typed" className={TAB}>
          {t('esign.signature.type')}
        </Tab>
        <Tab id="drawn" className={TAB}>
          {t('esign.signature.draw')}
        </Tab>
      </TabList>
      <TabPanel id="typed" shouldForceMount className={PANEL}>
        <TypedSignature value={typedName} onChange={onTypedNameChange} />
      </TabPanel>
      <TabPanel id="drawn" shouldForceMount className={PANEL}>
        <SignaturePad onChange={onDrawnChange} />
      </TabPanel>
    </Tabs>
  );
}
