const DOT_COLOR = '#eb445a';

let plainIcon: string | null = null;
let dottedIcon: Promise<string | null> | null = null;

function iconLink(): HTMLLinkElement | null {
  return document.querySelector<HTMLLinkElement>('link[rel="icon"]');
}

/** The app's icon with a red dot in its corner, drawn once. */
function drawDotted(source: string): Promise<string | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => {
      const size = 64;
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      const context = canvas.getContext('2d');
      if (!context) return resolve(null);
      context.drawImage(image, 0, 0, size, size);
      context.fillStyle = DOT_COLOR;
      context.beginPath();
      context.arc(size * 0.75, size * 0.25, size * 0.22, 0, 2 * Math.PI);
      context.fill();
      resolve(canvas.toDataURL('image/png'));
    };
    image.onerror = () => resolve(null);
    image.src = source;
  });
}

/** The tab's icon carries a dot while orders wait unseen, and is the plain icon otherwise. */
export async function showFaviconDot(on: boolean): Promise<void> {
  const link = iconLink();
  if (!link) return;
  plainIcon ??= link.href;
  if (!on) {
    link.href = plainIcon;
    return;
  }
  dottedIcon ??= drawDotted(plainIcon);
  const dotted = await dottedIcon;
  if (dotted) link.href = dotted;
}
