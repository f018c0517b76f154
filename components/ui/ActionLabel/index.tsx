import { fillNamedWords, type ActionWords, type NamedWords } from '@/content/types';

export interface ActionLabelProps {
  /** The words in the page's language: what shows, and what only a screen reader hears before or after it. */
  words: ActionWords;
  /** The item the control acts on, if any; it fills the hidden words (a '{name}' text or a function of the name). */
  name?: string;
}

/**
 * A control's label whose visible words are the same on every card, with what it acts on for screen
 * readers only, where the language puts it (WCAG 2.4.4): 'Learn More' + 'about Piling Works',
 * 'পাইলিং কাজ সম্পর্কে' + 'আরও জানুন', with a space between. The services' and supply's cards and
 * modals, and the hero's Learn More.
 */
export function ActionLabel({ words, name = '' }: ActionLabelProps) {
  const fill = (hidden: NamedWords) => fillNamedWords(hidden, name);
  // The space between the hidden and the shown words is inside the hidden span, so it is heard, not seen.
  return (
    <>
      {words.hiddenBefore && <span className="srOnly">{`${fill(words.hiddenBefore)} `}</span>}
      {words.shown}
      {words.hiddenAfter && <span className="srOnly">{` ${fill(words.hiddenAfter)}`}</span>}
    </>
  );
}
