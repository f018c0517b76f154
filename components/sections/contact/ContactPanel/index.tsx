import { Section } from '@/components/ui/Section';
import type { ContactPageText } from '@/content/contact';
import type { Office } from '@/content/types';
import { ContactForm, type ContactFormProps } from '@/components/sections/contact/ContactForm';
import { ContactOffices } from '@/components/sections/contact/ContactOffices';
import styles from './index.module.css';

export interface ContactPanelProps {
  /** The section's eyebrow, heading and lead. */
  text: ContactPageText['panel'];
  offices: readonly Office[];
  officeLabels: ContactPageText['officeLabels'];
  /** Everything the form needs: its words, its language and the other ways to reach the company. */
  form: ContactFormProps;
}

/** 'Send us a message': the form in a card beside the two office cards. */
export function ContactPanel({ text, offices, officeLabels, form }: ContactPanelProps) {
  return (
    <Section
      headingId="send-message"
      eyebrow={text.eyebrow}
      title={text.title}
      lead={text.lead}
      align="start"
      data-print="sheet"
    >
      <div className={styles.layout} data-print="stack">
        <div className={styles.formCard}>
          <ContactForm {...form} />
        </div>
        <ContactOffices offices={offices} labels={officeLabels} />
      </div>
    </Section>
  );
}
