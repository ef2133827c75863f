// vite.config.ts aliases this to React Aria's private PressResponderContext (decision 024).
declare module '#react-aria-press-responder' {
  import type { Context } from 'react';

  export const PressResponderContext: Context<Record<string, unknown> | null>;
}
