import type { ComponentPropsWithoutRef } from 'react';

/**
 * The look of antd's small default button (and its danger variant), written once with antd 6's CSS
 * variables so it follows the theme. React 19 hoists this <style> into the head once, however many
 * rows render it.
 */
const ROW_BUTTON_CSS = `
.checker-row-button {
  height: 24px; padding: 0 7px; margin-inline-end: 4px; font: inherit; font-size: var(--ant-font-size);
  line-height: 22px; white-space: nowrap; cursor: pointer; border-radius: var(--ant-border-radius-sm);
  border: 1px solid var(--ant-color-border); background: var(--ant-color-bg-container); color: var(--ant-color-text);
  transition: color var(--ant-motion-duration-mid), border-color var(--ant-motion-duration-mid);
}
.checker-row-button:last-child { margin-inline-end: 0; }
.checker-row-button:not(:disabled):hover { color: var(--ant-color-primary-hover); border-color: var(--ant-color-primary-hover); }
.checker-row-button:focus-visible { outline: 2px solid var(--ant-color-primary-border); outline-offset: 1px; }
.checker-row-button[data-danger] { color: var(--ant-color-error); border-color: var(--ant-color-error); }
.checker-row-button[data-danger]:not(:disabled):hover { color: var(--ant-color-error-hover); border-color: var(--ant-color-error-hover); }
.checker-row-button:disabled { cursor: not-allowed; color: var(--ant-color-text-disabled); border-color: var(--ant-color-border); background: var(--ant-color-bg-container-disabled); }
`;

export interface RowButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'type' | 'className'> {
  danger?: boolean;
}

/**
 * A table row's action button: a plain <button> that looks like antd's small one. A page of 100 review
 * rows draws three a row, and antd's Button (wave, compact context, style registration) made them most
 * of the page's drawing time (bench:web).
 */
export function RowButton({ danger = false, ...props }: RowButtonProps) {
  return (
    <>
      <style href="checker-row-button" precedence="default">
        {ROW_BUTTON_CSS}
      </style>
      <button type="button" className="checker-row-button" data-danger={danger ? '' : undefined} {...props} />
    </>
  );
}
