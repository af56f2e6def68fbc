/**
 * The chart as a PNG: the chart's SVG is serialized, loaded as an image and
 * painted on a canvas over the page's background colour. Text and lines take their colours
 * from CSS, which a standalone SVG image cannot see, so the computed colours and fonts are
 * copied onto the clone's elements first.
 */
export async function chartPng(svg: SVGSVGElement, scale = 2): Promise<Blob> {
  const { width, height } = svg.getBoundingClientRect();
  const clone = svg.cloneNode(true) as SVGSVGElement;
  inlineStyles(svg, clone);
  // The pointer's readout is not part of the picture (a click on Export can come before it is gone).
  for (const hover of clone.querySelectorAll('.tps-hover')) hover.remove();
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  const markup = new XMLSerializer().serializeToString(clone);
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = await loadImage(url);
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(width * scale);
    canvas.height = Math.ceil(height * scale);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('This window cannot draw on a canvas');
    ctx.scale(scale, scale);
    const background = getComputedStyle(document.body).backgroundColor;
    ctx.fillStyle = background && background !== 'rgba(0, 0, 0, 0)' ? background : '#ffffff';
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(image, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The chart could not be encoded as PNG'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

const COPIED = ['fill', 'stroke', 'stroke-width', 'stroke-dasharray', 'opacity', 'font-family', 'font-size', 'font-weight'] as const;

function inlineStyles(source: Element, target: Element): void {
  const computed = getComputedStyle(source);
  const style = (target as SVGElement).style;
  for (const prop of COPIED) style.setProperty(prop, computed.getPropertyValue(prop));
  for (let i = 0; i < source.children.length; i++) inlineStyles(source.children[i], target.children[i]);
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The chart could not be read back as an image'));
    image.src = url;
  });
}
