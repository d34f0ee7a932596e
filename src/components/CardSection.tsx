import { useId, type ReactNode } from 'react';

/** A card with a heading that names it, so screen readers list it as a region by that title. */
export function CardSection({
  title,
  className,
  titleClassName,
  children,
}: {
  title: ReactNode;
  className: string;
  titleClassName: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={`card ${className}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
