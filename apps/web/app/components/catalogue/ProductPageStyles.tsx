import css from './product-page.css?inline';

/**
 * The product pages' CSS, inlined and hoisted into the head by React (deduplicated by href):
 * no stylesheet request stands between the HTML and the first paint.
 */
export function ProductPageStyles() {
  return (
    <style href="carsi-product-page" precedence="default">
      {css}
    </style>
  );
}
