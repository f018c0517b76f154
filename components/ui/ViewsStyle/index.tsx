/**
 * The stylesheet that draws a list's or a slide track's state from its radios (lib/list-views.ts).
 * React hoists it into <head>, so it applies from the first paint, wherever it is rendered (a
 * hidden section's too); it is a few hundred bytes of selectors, no script.
 */
export function ViewsStyle({ views }: { views: { id: string; css: string } }) {
  return (
    <style href={`views-${views.id}`} precedence="default">
      {views.css}
    </style>
  );
}
