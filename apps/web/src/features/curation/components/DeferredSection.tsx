import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders `children` only once its place comes near the viewport (ADR 0019: the managers' screen of a
 * framework with thousands of competencies must open in under 2 s). Until then a placeholder of about the
 * right height holds the place and the anchor `id`, so links to `#id` and `/manage/competencies/{domain}`
 * still scroll there, and the section renders as it arrives. Once rendered, it stays.
 * @param id the anchor id of the section (the placeholder carries it until the section replaces it)
 * @param estimatedHeight the placeholder's height in px
 * @param label what the section is, read to screen readers while it loads
 */
export function DeferredSection({
  id,
  estimatedHeight,
  label,
  children,
}: {
  id: string;
  estimatedHeight: number;
  label: string;
  children: ReactNode;
}) {
  const placeholder = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (shown || !placeholder.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(placeholder.current);
    return () => observer.disconnect();
  }, [shown]);
  if (shown) return <>{children}</>;
  return (
    <section
      ref={placeholder}
      id={id}
      style={{ minHeight: estimatedHeight }}
      aria-busy="true"
      aria-label={label}
    />
  );
}
