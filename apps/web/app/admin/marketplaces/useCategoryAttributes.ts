import type { MarketplaceAttributeView, MarketplaceProductDetail } from '@carsi/contract';
import { useState } from 'react';
import { messageOf } from '../../api/call';
import type { Optional } from './load';

/**
 * The product's marketplace category and that category's attributes: choosing another category
 * loads its attributes through the marketplace's own call; a long value list loads on demand.
 */
export function useCategoryAttributes(options: {
  match: MarketplaceProductDetail['match'];
  initialAttributes: Optional<{ attributes: MarketplaceAttributeView[] }> | null;
  attributesOf: (categoryId: string) => Promise<MarketplaceAttributeView[]>;
  valuesOf: (categoryId: string, attributeId: string) => Promise<{ id: string; name: string }[]>;
}) {
  const { match, initialAttributes } = options;
  const [category, setCategory] = useState<{ id: string; name: string } | null>(
    match?.categoryId
      ? { id: match.categoryId, name: match.categoryName ?? match.categoryId }
      : null,
  );
  const [attributes, setAttributes] = useState<MarketplaceAttributeView[]>(
    initialAttributes?.ok ? initialAttributes.data.attributes : [],
  );
  const [attributesError, setAttributesError] = useState<string | null>(
    initialAttributes && !initialAttributes.ok ? initialAttributes.message : null,
  );

  async function chooseCategory(id: string | null, name: string | null) {
    setCategory(id ? { id, name: name ?? id } : null);
    setAttributes([]);
    setAttributesError(null);
    if (!id) return;
    try {
      setAttributes(await options.attributesOf(id));
    } catch (failure) {
      setAttributesError(messageOf(failure));
    }
  }

  const loadValues = async (attributeId: string) =>
    category ? options.valuesOf(category.id, attributeId) : [];

  return { category, chooseCategory, attributes, attributesError, loadValues };
}
