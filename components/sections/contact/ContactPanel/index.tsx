import { Section } from '@/components/ui/Section';
import type { Office } from '@/content/types';
import { ContactForm, type ContactAlternatives } from '@/components/sections/contact/ContactForm';
import { ContactOffices } from '@/components/sections/contact/ContactOffices';
import styles from './index.module.css';

/** 'Send us a message': the form in a card beside the two office cards. */
export function ContactPanel({
  offices,
  alternatives,
}: {
  offices: readonly Office[];
  alternatives: ContactAlternatives;
}) {
  return (
    <Section
      headingId="send-message"
      eyebrow="Write to Us"
      title="Send us a message"
      lead="Tell us about your project, the equipment you need or the materials and quantities. We reply within one working day."
      align="start"
    >
      <div className={styles.layout}>
        <div className={styles.formCard}>
          <ContactForm alternatives={alternatives} />
        </div>
        <ContactOffices offices={offices} />
      </div>
    </Section>
  );
}
