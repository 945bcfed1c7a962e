-- Image formats (issue 14): every stored image has WebP files; photos uploaded in the back office
-- (keys "products/u-…") have AVIF files beside them as well, the demo seed's drawings do not. The
-- image record now says so in "formats" (absent = WebP only); uploads made before it get theirs.
CREATE OR REPLACE FUNCTION pg_temp.carsi_with_formats(images jsonb) RETURNS jsonb
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT coalesce(pg_catalog.jsonb_agg(
           CASE WHEN image->>'key' LIKE 'products/u-%' AND NOT image ? 'formats'
                THEN image || '{"formats":["webp","avif"]}'::jsonb ELSE image END
           ORDER BY position), '[]'::jsonb)
         FROM pg_catalog.jsonb_array_elements(images) WITH ORDINALITY AS t(image, position) $$;
--> statement-breakpoint
UPDATE "products" SET "default_images" = pg_temp.carsi_with_formats("default_images")
  WHERE "default_images"::text LIKE '%"products/u-%';
--> statement-breakpoint
UPDATE "skus" SET "images" = pg_temp.carsi_with_formats("images")
  WHERE "images"::text LIKE '%"products/u-%';
