import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Picture, type PictureProps } from '../Picture';
import styles from './index.module.css';

export interface MediaCardProps {
  /** The card's element: an <article> inside a list item, or the list item itself. */
  as?: 'article' | 'li';
  /** The picture. It is decorative (alt=""): the title beside it names the card. */
  image: PictureProps['image'];
  /** The picture's slot width, e.g. '(min-width: 1024px) 33vw, 100vw'. */
  sizes: string;
  /**
   * The global card surface (.cardSurface: border, radius, shadow, lift on hover) and the picture's
   * zoom with it (.cardZoom). Off for a card that draws its own, flat surface.
   */
  surface?: boolean;
  /** Lifts the card while its control has focus too (.liftOnFocus): for a card its one control opens. */
  liftOnFocus?: boolean;
  /** Laid over the picture: a number, a category or capacity badge. */
  badges?: ReactNode;
  /** Before the title: the item's icon. */
  icon?: ReactNode;
  title: ReactNode;
  /** The title's level in the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** Between the title and the action: description, details, place. */
  children?: ReactNode;
  /** The card's control, last: a link to the item or the button that opens its dialog. */
  action?: ReactNode;
  /**
   * Class names of the card's parts, added to its own: usually the caller's CSS module, whose
   * classes are named after the parts (`.card`, `.media`, `.image`, `.body`, `.title`).
   */
  classNames?: MediaCardClassNames;
}

export type MediaCardClassNames = Partial<Record<'card' | 'media' | 'image' | 'body' | 'title', string>>;

/**
 * A picture card: the picture with its badges on top, then the title, the text and the card's control.
 * What differs from list to list (sizes, badges, text, link or dialog button) comes in as props;
 * the caller's class names lay it out.
 */
export function MediaCard({
  as: Element = 'article',
  image,
  sizes,
  surface = true,
  liftOnFocus = false,
  badges,
  icon,
  title,
  headingLevel: Heading = 'h3',
  children,
  action,
  classNames = {},
}: MediaCardProps) {
  return (
    <Element
      className={clsx(
        surface && 'cardSurface',
        surface && liftOnFocus && 'liftOnFocus',
        styles.card,
        classNames.card,
      )}
    >
      <div className={clsx(styles.media, classNames.media)}>
        <Picture
          image={image}
          alt=""
          sizes={sizes}
          className={clsx(surface && 'cardZoom', styles.image, classNames.image)}
        />
        {badges}
      </div>
      <div className={clsx(styles.body, classNames.body)}>
        {icon}
        <Heading className={clsx(styles.title, classNames.title)}>{title}</Heading>
        {children}
        {action}
      </div>
    </Element>
  );
}
