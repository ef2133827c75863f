import { useTranslation } from '../../shared/i18n/use-translation';
import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Link, LinkButton } from '../../shared/ui/link';
import { useFormat } from '../../shared/i18n/format';
import { Button, FOCUS_RING } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import { useInternalLink } from '../../shared/url/use-internal-link';
import { useCart } from './use-cart';
import { positionHref } from '../../shared/position-summary';

// The job cart panel, when enabled (loaded only then, for a logged-in candidate): the positions
// collected to apply to, each removable, and the closed ones removable at once.
export function JobCartPanel() {
  const { t } = useTranslation();
  const format = useFormat();
  const internalLink = useInternalLink();
  const cart = useCart();
  const count = cart.positions.length;
  return (
    <DialogTrigger>
      <Button variant="ghost" className="px-2 sm:px-3" aria-label={t('jobCart.open', { count })}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 sm:hidden" fill="none">
          <path
            d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2M9 20h.01M17 20h.01"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span aria-hidden="true" className="max-sm:hidden">
          {t('jobCart.title')}
        </span>
        <span
          aria-hidden="true"
          className="min-w-6 rounded-full bg-primary px-1.5 text-center text-xs leading-6 text-white"
        >
          {format.number(count)}
        </span>
      </Button>
      <Popover
        placement="bottom end"
        className="max-h-[70vh] w-[min(24rem,calc(100vw-2rem))] overflow-auto rounded-brand border border-ink/10 bg-surface p-4 shadow-xl"
      >
        <Dialog className="flex flex-col gap-3 outline-none">
          <Heading slot="title" className="text-lg font-semibold">
            {t('jobCart.title')}
          </Heading>
          <InlineError error={cart.error} />
          {cart.invalidPositionIds.length > 0 ? (
            <div className="flex flex-col items-start gap-2 rounded-brand bg-amber-50 p-3 text-sm text-amber-900">
              <p>{t('jobCart.invalid', { count: cart.invalidPositionIds.length })}</p>
              <Button
                variant="secondary"
                className="min-h-9 px-3 py-1 text-sm"
                isDisabled={cart.isPending}
                onPress={() => {
                  cart.change(cart.invalidPositionIds, 'remove');
                }}
              >
                {t('jobCart.removeInvalid')}
              </Button>
            </div>
          ) : null}
          {count === 0 ? (
            <p className="text-sm text-ink/70">{t('jobCart.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {cart.positions.map((position) => (
                <li
                  key={position.id}
                  className="flex items-start justify-between gap-3 rounded-brand border border-ink/10 p-3"
                >
                  <div className="min-w-0">
                    <Link
                      href={positionHref(position, internalLink)}
                      className={`font-medium text-primary hover:underline ${FOCUS_RING}`}
                    >
                      <span dir="auto">{position.name}</span>
                    </Link>
                    <p className="truncate text-xs text-ink/70" dir="auto">
                      {position.isRemote ? t('search.remote') : position.location}
                    </p>
                  </div>
                  <div className="flex shrink-0 gap-1">
                    <LinkButton
                      href={internalLink('/careers/apply', { pid: String(position.id) })}
                      size="sm"
                      aria-label={t('jobCart.applyNamed', { name: position.name })}
                    >
                      {t('search.apply')}
                    </LinkButton>
                    <Button
                      variant="ghost"
                      className="min-h-9 px-2 text-sm"
                      isDisabled={cart.isPending}
                      aria-label={t('jobCart.removeNamed', { name: position.name })}
                      onPress={() => {
                        cart.change([String(position.id)], 'remove');
                      }}
                    >
                      <span aria-hidden="true">×</span>
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
