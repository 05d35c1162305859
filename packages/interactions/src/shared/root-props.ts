/**
 * Every key of `T`, each set to `true`: a hook's options, named once. The type demands every key,
 * so an option added to the hook does not compile until its list names it.
 */
export type OptionKeys<T> = { readonly [K in keyof T]-?: true };

/**
 * The props of a component's root element. A component takes its hook's options among its own
 * props and hands the hook its props as they are (the hook reads only its options); its root
 * element gets the rest: the consumer's props but the hook's options (`hookOptions`), then the
 * component's class and `data-part="root"` (the ref stays a JSX attribute).
 */
export function rootProps<P extends object, K extends PropertyKey>(
  props: P,
  hookOptions: Readonly<Record<K, true>>,
  className: string,
) {
  const root: Record<PropertyKey, unknown> = { ...props, className, 'data-part': 'root' };
  for (const key in hookOptions) delete root[key];
  return root as Omit<P, K> & { className: string; 'data-part': 'root' };
}
