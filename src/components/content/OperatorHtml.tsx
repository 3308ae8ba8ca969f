import { type HTMLAttributes, useLayoutEffect, useRef } from 'react';

import { applyOperatorStyles } from '@/lib/content/operator-styles';

export interface OperatorHtmlProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Operator HTML as sanitizeHtml (src/lib/content/sanitize-html.ts) answers it; nothing else. */
  html: string;
  'data-testid'?: string;
}

/**
 * A `<div>` of sanitised operator HTML with its inline styles applied through the CSSOM before the
 * browser paints it: the page's policy refuses style attributes (docs/architecture.md#security),
 * so the sanitiser hands them over under another name (src/lib/content/operator-styles.ts).
 */
export function OperatorHtml({ html, ...props }: OperatorHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) applyOperatorStyles(ref.current);
  }, [html]);
  return <div {...props} ref={ref} dangerouslySetInnerHTML={{ __html: html }} />;
}
