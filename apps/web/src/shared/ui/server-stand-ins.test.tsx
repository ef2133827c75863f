// @vitest-environment node
import { renderToString } from 'react-dom/server';
/* eslint-disable no-restricted-imports -- the stand-in is compared with React Aria's Link */
import {
  Button,
  Dialog,
  DialogTrigger,
  Link,
  ListBox,
  ListBoxItem,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  RouterProvider,
  Select,
  type ButtonProps,
  type LinkProps,
} from 'react-aria-components';
/* eslint-enable no-restricted-imports */
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useHref,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { ServerButton, ServerLink } from './server-stand-ins';

// Decision 024: on the server a stand-in renders exactly what React Aria's component renders,
// since the browser hydrates that markup with the real one.

// Attributes in a fixed order: React writes them in its props' order, which hydration ignores.
function normalise(html: string): string {
  return html.replace(
    /<([a-z]+)((?:\s+[a-z-]+="[^"]*")*)\s*(\/?)>/g,
    (_tag, name: string, attributes: string, end: string) => {
      const sorted = [...attributes.matchAll(/[a-z-]+="[^"]*"/g)].map((m) => m[0]).sort();
      return `<${name}${sorted.map((a) => ` ${a}`).join('')}${end}>`;
    },
  );
}

async function renderInApp(node: React.ReactNode): Promise<string> {
  const routes = [
    {
      path: '*',
      element: (
        <RouterProvider navigate={() => undefined} useHref={useHref}>
          {node}
        </RouterProvider>
      ),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(
    new Request('http://localhost/careers?domain=northwind.example'),
  );
  if (context instanceof Response) throw new Error('redirected');
  return renderToString(
    <StaticRouterProvider
      router={createStaticRouter(handler.dataRoutes, context)}
      context={context}
      hydrate={false}
    />,
  );
}

const buttonCases: [string, ButtonProps & { className: string }][] = [
  ['plain', { className: 'b', children: 'Save job' }],
  ['disabled', { className: 'b', children: 'Save job', isDisabled: true }],
  ['with a handler', { className: 'b', children: 'Save job', onPress: () => undefined }],
  ['submit for a form', { className: 'b', children: 'Send', type: 'submit', form: 'f' }],
  ['named', { className: 'b', children: '×', 'aria-label': 'Close', 'aria-describedby': 'd' }],
  ['toggled', { className: 'b', children: 'Saved', 'aria-pressed': true }],
  ['expanding', { className: 'b', children: 'More', 'aria-expanded': false, id: 'more' }],
  [
    'opening a list',
    { className: 'b', children: 'English', 'aria-haspopup': 'listbox', 'aria-labelledby': 'v l' },
  ],
  [
    'with elements',
    {
      className: 'b',
      children: (
        <>
          <svg aria-hidden="true" />
          <span>Add</span>
        </>
      ),
    },
  ],
];

const linkCases: [string, LinkProps][] = [
  ['plain', { href: '/careers?domain=northwind.example', className: 'l', children: 'All jobs' }],
  [
    'external',
    {
      href: 'https://example.com/privacy',
      target: '_blank',
      rel: 'noreferrer',
      children: 'Privacy',
    },
  ],
  [
    'named',
    {
      href: '/careers',
      'aria-label': 'Home',
      'aria-current': 'page',
      children: <img alt="" src="/logo.svg" />,
    },
  ],
  ['with a handler', { href: '/careers/saved-jobs', onPress: () => undefined, children: 'Saved' }],
];

// Where the trigger or the context shapes the markup, the stand-in renders React Aria's own.
const inContext: [string, (button: React.ReactNode) => React.ReactNode][] = [
  [
    'a dialog trigger',
    (button) => (
      <DialogTrigger>
        {button}
        <Popover>
          <Dialog>Filters</Dialog>
        </Popover>
      </DialogTrigger>
    ),
  ],
  [
    'a menu trigger',
    (button) => (
      <MenuTrigger>
        {button}
        <Popover>
          <Menu>
            <MenuItem>Log out</MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
    ),
  ],
  [
    'a select',
    (button) => (
      <Select aria-label="Language" defaultValue="en">
        {button}
        <Popover>
          <ListBox>
            <ListBoxItem id="en">English</ListBoxItem>
          </ListBox>
        </Popover>
      </Select>
    ),
  ],
];

describe('server stand-ins', () => {
  it.each(inContext)('a button in %s renders as React Aria’s', async (_name, wrap) => {
    const standIn = await renderInApp(wrap(<ServerButton className="b">Filters</ServerButton>));
    const aria = await renderInApp(wrap(<Button className="b">Filters</Button>));
    expect(standIn).toContain('Filters');
    expect(normalise(standIn)).toBe(normalise(aria));
  });

  it.each(buttonCases)('a %s button renders as React Aria’s', async (_name, props) => {
    const standIn = await renderInApp(<ServerButton {...props} />);
    expect(standIn).not.toContain('react-aria-Button');
    expect(normalise(standIn)).toBe(normalise(await renderInApp(<Button {...props} />)));
  });

  it.each(linkCases)('a %s link renders as React Aria’s', async (_name, props) => {
    expect(normalise(await renderInApp(<ServerLink {...props} />))).toBe(
      normalise(await renderInApp(<Link {...props} />)),
    );
  });
});
