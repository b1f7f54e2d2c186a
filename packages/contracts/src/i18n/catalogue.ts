/** A catalogue shaped like the English one, with every leaf a string. */
export type CatalogueShape<T> = {
  [K in keyof T]: T[K] extends string ? string : CatalogueShape<T[K]>;
};
