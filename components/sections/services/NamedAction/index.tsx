import type { NamedActionText } from '@/content/services';

export interface NamedActionProps {
  /** The words in the page's language: what shows, and what only a screen reader hears before or after it. */
  words: NamedActionText;
  /** The item the control acts on; it replaces '{name}' in the hidden words. */
  name: string;
}

/**
 * A control's label whose visible words are the same on every card, with the item's name for screen
 * readers only, where the language puts it (WCAG 2.4.4): 'Learn More' + 'about Piling Works',
 * 'পাইলিং কাজ সম্পর্কে' + 'আরও জানুন', with a space between. Used by the Services and Supply modals and cards.
 */
export function NamedAction({ words, name }: NamedActionProps) {
  const fill = (hidden: string) => hidden.replaceAll('{name}', name);
  // The space between the hidden and the shown words is inside the hidden span, so it is heard, not seen.
  return (
    <>
      {words.hiddenBefore && <span className="srOnly">{`${fill(words.hiddenBefore)} `}</span>}
      {words.shown}
      {words.hiddenAfter && <span className="srOnly">{` ${fill(words.hiddenAfter)}`}</span>}
    </>
  );
}
