import { useContext, useId, type ReactNode } from 'react';
/* eslint-disable no-restricted-imports -- the stand-in falls back to React Aria's Link */
import {
  Button,
  ButtonContext,
  Link,
  LinkContext,
  type ButtonProps,
  type LinkProps,
} from 'react-aria-components';
/* eslint-enable no-restricted-imports */
import { useHref } from 'react-router';
import { useIsHidden } from 'react-aria/private/collections/Hidden';
import { PressResponderContext } from '#react-aria-press-responder';

// Decision 024: the server renders React Aria's Button and Link as the markup they would render,
// without their interaction hooks (press, hover, focus ring), which were a fifth of a job page's
// render and do nothing until the browser runs the app. The browser always renders the real
// components, which hydrate this markup as their own; `server-stand-ins.test.tsx` checks the two
// are the same, attribute for attribute, for every prop a stand-in accepts. Anything else (a
// trigger's context, a pending button, render props) renders the real component on the server
// too.

type AriaAttributes = {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
};

type StandInButtonProps = AriaAttributes & {
  className: string;
  children?: ReactNode;
  id?: string;
  type?: 'button' | 'submit' | 'reset';
  form?: string;
  isDisabled?: boolean;
  'aria-expanded'?: boolean;
  'aria-haspopup'?: boolean | 'menu' | 'listbox' | 'tree' | 'grid' | 'dialog' | 'true' | 'false';
  'aria-pressed'?: boolean;
};

type StandInLinkProps = AriaAttributes & {
  href: string;
  className?: string;
  children?: ReactNode;
  id?: string;
  target?: string;
  rel?: string;
  'aria-current'?: 'page' | 'step' | 'location' | 'date' | 'time' | 'true' | 'false' | boolean;
};

// What a stand-in leaves out: event handlers (nothing to handle on the server) and the
// interaction options that only change behaviour.
const BEHAVIOUR_ONLY = /^on[A-Z]|^(preventFocusOnPress|shouldCancelOnPointerExit)$/;

function acceptsOnly(props: object, names: ReadonlySet<string>): boolean {
  return Object.entries(props).every(
    ([name, value]) =>
      value === undefined ||
      BEHAVIOUR_ONLY.test(name) ||
      (names.has(name) && typeof value !== 'function'),
  );
}

const BUTTON_PROPS = new Set<string>([
  'className',
  'children',
  'id',
  'type',
  'form',
  'isDisabled',
  'aria-label',
  'aria-labelledby',
  'aria-describedby',
  'aria-expanded',
  'aria-haspopup',
  'aria-pressed',
]);

const LINK_PROPS = new Set<string>([
  'href',
  'className',
  'children',
  'id',
  'target',
  'rel',
  'aria-label',
  'aria-labelledby',
  'aria-describedby',
  'aria-current',
]);

// A context a trigger fills changes the markup: no stand-in there. Select and Disclosure fill the
// Button's context; DialogTrigger and MenuTrigger a press responder, whose context otherwise
// holds only `register` (its default, and ClearPressResponder's inside an overlay).
const isEmpty = (value: object | null | undefined) =>
  !value || Object.keys(value).every((key) => key === 'register');

// React Aria's ids: the Button asks React for two (its own and its progress bar's).
const ariaId = (id: string) => `react-aria-${id}`;

export function ServerButton(props: ButtonProps) {
  const isHidden = useIsHidden();
  const context = useContext(ButtonContext);
  const responder = useContext(PressResponderContext);
  // Like React Aria's Button, nothing in the pass where a collection (a Select's list) reads
  // its items.
  if (isHidden) return null;
  if (!isEmpty(context) || !isEmpty(responder) || !acceptsOnly(props, BUTTON_PROPS))
    return <Button {...props} />;
  return <ButtonMarkup {...(props as StandInButtonProps)} />;
}

function ButtonMarkup({
  className,
  children,
  id,
  type = 'button',
  form,
  isDisabled,
  ...aria
}: StandInButtonProps) {
  const reactId = useId();
  useId();
  return (
    <button
      className={className}
      data-rac=""
      type={type}
      form={form}
      disabled={isDisabled}
      tabIndex={isDisabled ? undefined : 0}
      data-react-aria-pressable="true"
      {...aria}
      id={id ?? ariaId(reactId)}
      data-disabled={isDisabled || undefined}
    >
      {children}
    </button>
  );
}

export function ServerLink(props: LinkProps) {
  const context = useContext(LinkContext);
  const responder = useContext(PressResponderContext);
  if (
    !isEmpty(context) ||
    !isEmpty(responder) ||
    !acceptsOnly(props, LINK_PROPS) ||
    typeof props.href !== 'string'
  )
    return <Link {...props} />;
  return <LinkMarkup {...(props as StandInLinkProps)} />;
}

// The href as React Aria's router gives it: root-layout's RouterProvider passes React Router's
// useHref.
function LinkMarkup({ href, className = 'react-aria-Link', children, ...rest }: StandInLinkProps) {
  return (
    <a
      className={className}
      data-rac=""
      href={useHref(href)}
      tabIndex={0}
      data-react-aria-pressable="true"
      {...rest}
      data-current={Boolean(rest['aria-current']) || undefined}
    >
      {children}
    </a>
  );
}
