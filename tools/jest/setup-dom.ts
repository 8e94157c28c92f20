import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// antd reads these browser APIs that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
window.scrollTo = () => undefined;

// jsdom lacks TextEncoder/TextDecoder, which react-router and the token decoder use.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// antd's tooltips and overflow lists observe sizes; jsdom has no layout, so nothing ever resizes.
class NoLayoutResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.assign(globalThis, { ResizeObserver: NoLayoutResizeObserver });

// antd's modals measure the scrollbar through a pseudo-element; jsdom does not implement that argument.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// antd in jsdom is slow on a loaded 2-core CI machine; findBy*/waitFor may wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });
