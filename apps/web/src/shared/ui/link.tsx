// eslint-disable-next-line no-restricted-imports -- the one place the app takes React Aria's Link
import { Link as AriaLink } from 'react-aria-components';
import { ServerLink } from './server-stand-ins';

// React Aria's Link, which navigates through the router (root-layout's RouterProvider). On the
// server it is rendered as its markup without its interaction hooks (decision 024).
export const Link = import.meta.env.SSR ? ServerLink : AriaLink;
