/** Joins class names, skipping empty ones: `cx(styles.root, className)`. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/**
 * A component's part props: `{...part('total', styles.total)}` gives the part its own class, the
 * consumer's class for it from `classNames` and `data-part="total"`.
 */
export function parts<Part extends string>(classNames?: Partial<Record<Part, string>>) {
  // Every part has a class of its own, so the joined class is never empty.
  return (name: Part, className: string) => ({
    className: cx(className, classNames?.[name]),
    'data-part': name,
  });
}
