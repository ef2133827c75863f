import { useId, useRef, type PointerEvent } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Button } from '../../shared/ui/button';
import { INK_COLOUR, INK_WIDTH, PAD_HEIGHT, PAD_WIDTH, pngBase64Of } from './signature-image';

export type SignaturePadProps = {
  // The drawing as PNG base64 after each stroke, or null once cleared.
  onChange: (png: string | null) => void;
};

type Point = { x: number; y: number };

// The pointer's place in the canvas's own pixels, whatever size the page shows it at.
function pointOf(canvas: HTMLCanvasElement, event: { clientX: number; clientY: number }): Point {
  const box = canvas.getBoundingClientRect();
  const scaleX = box.width > 0 ? canvas.width / box.width : 1;
  const scaleY = box.height > 0 ? canvas.height / box.height : 1;
  return { x: (event.clientX - box.left) * scaleX, y: (event.clientY - box.top) * scaleY };
}

function inkOf(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.strokeStyle = INK_COLOUR;
  context.fillStyle = INK_COLOUR;
  context.lineWidth = INK_WIDTH;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  return context;
}

/**
 * A signature drawn with a mouse, pen or finger (pointer events; `touch-action: none` keeps a
 * finger from scrolling the page instead). The pad cannot be drawn on with a keyboard;
 * its description points to the Type tab, which is the keyboard's way to sign.
 */
export function SignaturePad({ onChange }: SignaturePadProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<Point | null>(null);
  const labelId = useId();
  const hintId = useId();

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const element = event.currentTarget;
    // Strokes that leave the pad still end on it.
    if (typeof element.setPointerCapture === 'function') element.setPointerCapture(event.pointerId);
    const point = pointOf(element, event);
    last.current = point;
    const ink = inkOf(element);
    if (ink) {
      ink.beginPath();
      ink.arc(point.x, point.y, INK_WIDTH / 2, 0, Math.PI * 2);
      ink.fill();
    }
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!last.current) return;
    const element = event.currentTarget;
    const ink = inkOf(element);
    // A fast pen reports several points per frame; drawing each keeps curves smooth.
    const events =
      typeof event.nativeEvent.getCoalescedEvents === 'function'
        ? event.nativeEvent.getCoalescedEvents()
        : [];
    for (const sample of events.length > 0 ? events : [event]) {
      const point = pointOf(element, sample);
      if (ink) {
        ink.beginPath();
        ink.moveTo(last.current.x, last.current.y);
        ink.lineTo(point.x, point.y);
        ink.stroke();
      }
      last.current = point;
    }
  };

  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!last.current) return;
    last.current = null;
    onChange(pngBase64Of(event.currentTarget));
  };

  const clear = () => {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, element.width, element.height);
    last.current = null;
    onChange(null);
  };

  return (
    <div className="flex flex-col gap-2">
      <span id={labelId} className="text-sm font-medium">
        {t('esign.signature.padLabel')}
      </span>
      <p id={hintId} className="text-sm text-ink/80">
        {t('esign.signature.padHint')}
      </p>
      <div className="relative w-full max-w-[600px] overflow-hidden rounded-brand border border-ink/30 bg-white">
        <canvas
          ref={canvas}
          width={PAD_WIDTH}
          height={PAD_HEIGHT}
          role="img"
          aria-labelledby={labelId}
          aria-describedby={hintId}
          className="block aspect-[3/1] h-auto w-full cursor-crosshair touch-none select-none"
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
        />
        {/* The line to sign on is the page's, not the image's: it never reaches the PNG. */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-6 bottom-[28%] flex items-end gap-2 border-b-2 border-ink/40 text-ink/50"
        >
          <span className="-mb-1 text-lg leading-none">×</span>
        </div>
      </div>
      <Button variant="secondary" className="self-start" onPress={clear}>
        {t('esign.signature.clear')}
      </Button>
    </div>
  );
}
