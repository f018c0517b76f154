import { Icon } from '../Icon';

/**
 * The spec's 'View Details' label for a card's button or link: the visible words, the item's name
 * for screen readers (so ten links are not all called 'View Details', WCAG 2.4.4), and the arrow.
 */
export function ViewDetailsLabel({ item }: { item: string }) {
  return (
    <>
      View Details<span className="srOnly"> of {item}</span>
      <Icon name="arrowRight" />
    </>
  );
}
