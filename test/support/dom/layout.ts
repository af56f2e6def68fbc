/**
 * jsdom has no layout: give scroll containers a size so the virtualizer sees a viewport,
 * and make scrollTo move scrollTop. The component itself is not changed for jsdom.
 */
export function stubLayout(viewport = { width: 1200, height: 560 }): () => void {
  const proto = HTMLElement.prototype;
  const height = Object.getOwnPropertyDescriptor(proto, 'clientHeight');
  const width = Object.getOwnPropertyDescriptor(proto, 'clientWidth');
  const scrollTo = Element.prototype.scrollTo;
  const isScroller = (el: HTMLElement) => el.classList.contains('data-table-scroll');
  Object.defineProperty(proto, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return isScroller(this) ? viewport.height : 0;
    },
  });
  Object.defineProperty(proto, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return isScroller(this) ? viewport.width : 0;
    },
  });
  Element.prototype.scrollTo = function (this: Element, arg?: ScrollToOptions | number, y?: number) {
    const top = typeof arg === 'object' ? arg.top : y;
    if (top !== undefined) this.scrollTop = top;
    // Browsers deliver scroll events after the scroll, never inside the call.
    queueMicrotask(() => this.dispatchEvent(new Event('scroll')));
  } as Element['scrollTo'];
  return () => {
    if (height) Object.defineProperty(proto, 'clientHeight', height);
    if (width) Object.defineProperty(proto, 'clientWidth', width);
    Element.prototype.scrollTo = scrollTo;
  };
}

/** Scrolls a container as a user would: moves scrollTop and fires the scroll event. */
export function scrollTo(el: HTMLElement, top: number): void {
  el.scrollTop = top;
  el.dispatchEvent(new Event('scroll'));
}
