// The widget lives at ESIGN_WIDGET_PATH with `wid` (the signing session) and `hosted` (shown in a
// frame of one of our pages, which it tells how the signing ended).
export type WidgetLocation = { wid: string; isHosted: boolean };

export function readWidgetLocation(search: string): WidgetLocation {
  const params = new URLSearchParams(search);
  return { wid: params.get('wid') ?? '', isHosted: params.get('hosted') === 'true' };
}

export type ParentMessage = { type: 'ESIGN' | 'REJECT' };

// The embedding page accepts messages only from the frame's own origin, which is the site's; the
// message goes to that origin only, never '*', and only to a page that frames us.
export function tellParent(message: ParentMessage, isHosted: boolean, page: Window = window): void {
  if (!isHosted || page.parent === page) return;
  page.parent.postMessage(message, page.location.origin);
}
