'use client';

import { Glyph } from '@/components/ui/Icon/Glyph';
import { close } from '@/components/ui/Icon/paths';
import { buttonClass } from '@/components/ui/Button';
import { fillNamedWords } from '@/content/types';
import type { EnquiryText } from '@/content/enquiry';
import {
  clearEnquiry,
  rentalPeriods,
  toggleItem,
  updateEnquiry,
  updateItem,
  type Enquiry,
  type EnquiryCatalog,
  type EnquiryItem,
} from '@/lib/enquiry';
import { START_KEY, fieldKey, fieldsOf, type EnquiryField } from '@/lib/enquiry-message';
import { SCRIPT_ONLY_ATTRIBUTE } from '@/lib/use-hydrated';
import styles from './index.module.css';

export interface EnquiryListProps {
  enquiry: Enquiry;
  catalog: EnquiryCatalog;
  text: EnquiryText;
  /** The message of each field that would not make a quotation, by its key (lib/enquiry-message.ts). */
  errors: Readonly<Record<string, string>>;
  /** How many items this version of the site no longer offers were taken out, if any. */
  dropped: string | null;
  /** Today in the page's language, for the printed sheet (it prints only). */
  printedOn: string;
}

function ErrorMessage({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.error} role="alert">
      <Glyph icon={close} />
      {message}
    </p>
  ) : null;
}

/**
 * The visitor's enquiry above the contact form (issue 54): each item by its name in the page's
 * language with what the company needs to quote it, the site's area and a start date, each item
 * removable and all at once. Part of the form: Send checks it and sends it in the message. What is
 * typed is kept as it is typed (lib/enquiry.ts), so a reload or a language switch loses nothing.
 */
export function EnquiryList({ enquiry, catalog, text, errors, dropped, printedOn }: EnquiryListProps) {
  const items = enquiry.items.filter((item) => catalog[item.kind][item.id]);
  if (items.length === 0 && !dropped) return null;
  const input = (item: EnquiryItem, field: EnquiryField, label: string) => {
    const id = `enquiry-${fieldKey(item, field)}`;
    const error = errors[fieldKey(item, field)];
    return (
      <div className={styles.field}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={item[field] ?? ''}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => updateItem(item, { [field]: event.target.value })}
        />
        <ErrorMessage id={`${id}-error`} message={error} />
      </div>
    );
  };
  return (
    <fieldset id="enquiry" className={styles.enquiry} tabIndex={-1} {...{ [SCRIPT_ONLY_ATTRIBUTE]: '' }}>
      <legend className={styles.enquiryTitle}>{text.section.title}</legend>
      <p className={styles.enquiryLead} data-print="skip">
        {text.section.lead}
      </p>
      <p className="printOnly">{text.printedOn(printedOn)}</p>
      {dropped && (
        <p className={styles.enquiryNote} role="status">
          {text.dropped(dropped)}
        </p>
      )}
      <ol className={styles.enquiryItems}>
        {items.map((item) => {
          const { name, unit } = catalog[item.kind][item.id]!;
          const fields = fieldsOf(item);
          return (
            <li key={`${item.kind}-${item.id}`} className={styles.enquiryItem}>
              <div className={styles.enquiryItemHead}>
                <p>
                  <span className={styles.enquiryKind}>{text.kinds[item.kind]}</span>
                  <span className={styles.enquiryName}>{name}</span>
                </p>
                <button
                  type="button"
                  className={buttonClass('ghost', 'sm', styles.enquiryRemove)}
                  data-print="skip"
                  aria-label={fillNamedWords(text.removeItem, name)}
                  onClick={() => toggleItem(item)}
                >
                  <Glyph icon={close} size={16} />
                  {text.remove.shown}
                </button>
              </div>
              {fields.length > 0 && (
                <div className={styles.enquiryFields}>
                  {item.kind === 'material' ? (
                    input(item, 'quantity', text.fields.quantity(unit ?? ''))
                  ) : (
                    <>
                      {input(item, 'count', text.fields.count)}
                      {input(item, 'duration', text.fields.duration)}
                      <div className={styles.field}>
                        <label htmlFor={`enquiry-${item.kind}-${item.id}-period`}>{text.fields.period}</label>
                        <select
                          id={`enquiry-${item.kind}-${item.id}-period`}
                          value={item.period ?? 'days'}
                          onChange={(event) =>
                            updateItem(item, { period: event.target.value as EnquiryItem['period'] })
                          }
                        >
                          {rentalPeriods.map((period) => (
                            <option key={period} value={period}>
                              {text.periods[period]}
                            </option>
                          ))}
                        </select>
                      </div>
                      <div className={styles.field}>
                        <label htmlFor={`enquiry-${item.kind}-${item.id}-operator`}>
                          {text.fields.operator}
                        </label>
                        <select
                          id={`enquiry-${item.kind}-${item.id}-operator`}
                          value={item.operator ?? 'with'}
                          onChange={(event) =>
                            updateItem(item, { operator: event.target.value as EnquiryItem['operator'] })
                          }
                        >
                          <option value="with">{text.operator.with}</option>
                          <option value="without">{text.operator.without}</option>
                        </select>
                      </div>
                    </>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {items.length > 0 && (
        <>
          <div className={styles.enquiryFields}>
            <div className={styles.field}>
              <label htmlFor="enquiry-area">
                {text.fields.area} <span className={styles.optional}>({text.fields.optional})</span>
              </label>
              <input
                id="enquiry-area"
                type="text"
                autoComplete="address-level2"
                value={enquiry.area}
                onChange={(event) => updateEnquiry({ area: event.target.value })}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor="enquiry-start">
                {text.fields.start} <span className={styles.optional}>({text.fields.optional})</span>
              </label>
              <input
                id="enquiry-start"
                type="date"
                value={enquiry.start}
                aria-invalid={Boolean(errors[START_KEY])}
                aria-describedby={errors[START_KEY] ? 'enquiry-start-error' : undefined}
                onChange={(event) => updateEnquiry({ start: event.target.value })}
              />
              <ErrorMessage id="enquiry-start-error" message={errors[START_KEY]} />
            </div>
          </div>
          <button
            type="button"
            className={buttonClass('outline', 'sm', styles.enquiryClear)}
            onClick={clearEnquiry}
            data-print="skip"
          >
            {text.clear}
          </button>
        </>
      )}
    </fieldset>
  );
}
