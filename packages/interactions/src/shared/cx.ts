/** Joins class names, skipping empty ones: `cx(styles.root, className)`. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/**
 * A component's part props: `{...part('total', styles.total)}` gives the part its own class, the
 * consumer's class for it from `classNames` and `data-part="total"`.
 */
export function parts<Part extends string>(classNames?: Partial<Record<Part, string>>) {
  // A part styled by its data-part (no class of its own) and no consumer class gets no class attribute.
  return (name: Part, className?: string) => ({
    className: cx(className, classNames?.[name]) || undefined,
    'data-part': name,
  });
}
