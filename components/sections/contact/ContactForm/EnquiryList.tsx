'use client';

import clsx from 'clsx';
import { Glyph } from '@/components/ui/Icon/Glyph';
import { close, whatsapp as whatsappIcon } from '@/components/ui/Icon/paths';
import { buttonClass } from '@/components/ui/Button';
import { fillNamedWords } from '@/content/types';
import type { EnquiryText } from '@/content/enquiry';
import {
  clearEnquiry,
  toggleItem,
  updateEnquiry,
  updateItem,
  type Enquiry,
  type EnquiryCatalog,
  type EnquiryItem,
} from '@/lib/enquiry';
import { START_KEY, fieldKey, fieldsOf, inScript, type EnquiryField } from '@/lib/enquiry-message';
import type { Locale } from '@/lib/i18n';
import { SCRIPT_ONLY_ATTRIBUTE } from '@/lib/use-hydrated';
import { Field } from './Field';
import styles from './index.module.css';

export interface EnquiryListProps {
  enquiry: Enquiry;
  catalog: EnquiryCatalog;
  locale: Locale;
  text: EnquiryText;
  /** The message of each field that would not make a quotation, by its key (lib/enquiry-message.ts). */
  errors: Readonly<Record<string, string>>;
  /** How many items this version of the site no longer offers were taken out, if any. */
  dropped: string | null;
  /** Today in the page's language, for the printed sheet (it prints only). */
  printedOn: string;
  /**
   * 'Send on WhatsApp': the link with the enquiry (null: too long for one message), and the first
   * field to fix, which stops it and is shown instead (onInvalid).
   */
  whatsapp: { href: string | null; invalid: string | undefined; onInvalid: (field: string) => void };
}

/** A choice for a machine: its period or its operator. */
function SelectField<Value extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: Value;
  options: Readonly<Record<Value, string>>;
  onChange: (value: Value) => void;
}) {
  return (
    <Field id={id} label={label}>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {(Object.keys(options) as Value[]).map((option) => (
          <option key={option} value={option}>
            {options[option]}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * The visitor's enquiry above the contact form (issue 54): each item by its name in the page's
 * language with what the company needs to quote it, the site's area and a start date, each item
 * removable and all at once. Part of the form: Send checks it and sends it in the message. What is
 * typed is kept as it is typed (lib/enquiry.ts), so a reload or a language switch loses nothing.
 */
export function EnquiryList({
  enquiry,
  catalog,
  locale,
  text,
  errors,
  dropped,
  printedOn,
  whatsapp,
}: EnquiryListProps) {
  const items = enquiry.items.filter((item) => catalog[item.kind][item.id]);
  if (items.length === 0 && !dropped) return null;
  /** A field's label with '(optional)' after it. */
  const optional = (label: string) => (
    <>
      {label} <span className={styles.optional}>({text.fields.optional})</span>
    </>
  );
  const input = (item: EnquiryItem, field: EnquiryField, label: string) => {
    const id = `enquiry-${fieldKey(item, field)}`;
    const error = errors[fieldKey(item, field)];
    return (
      <Field id={id} label={label} error={error}>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={inScript(locale, item[field] ?? '')}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => updateItem(item, { [field]: event.target.value })}
        />
      </Field>
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
                  <span className="capsLabel">{text.kinds[item.kind]}</span>
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
                <div className={clsx(styles.enquiryFields, item.kind === 'machine' && styles.machineFields)}>
                  {item.kind === 'material' ? (
                    input(item, 'quantity', text.fields.quantity(unit ?? ''))
                  ) : (
                    <>
                      {input(item, 'count', text.fields.count)}
                      {input(item, 'duration', text.fields.duration)}
                      <SelectField
                        id={`enquiry-${item.kind}-${item.id}-period`}
                        label={text.fields.period}
                        value={item.period ?? 'days'}
                        options={text.periods}
                        onChange={(period) => updateItem(item, { period })}
                      />
                      <SelectField
                        id={`enquiry-${item.kind}-${item.id}-operator`}
                        label={text.fields.operator}
                        value={item.operator ?? 'with'}
                        options={text.operator}
                        onChange={(operator) => updateItem(item, { operator })}
                      />
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
            <Field id="enquiry-area" label={optional(text.fields.area)}>
              <input
                id="enquiry-area"
                type="text"
                autoComplete="address-level2"
                value={enquiry.area}
                onChange={(event) => updateEnquiry({ area: event.target.value })}
              />
            </Field>
            <Field id="enquiry-start" label={optional(text.fields.start)} error={errors[START_KEY]}>
              <input
                id="enquiry-start"
                type="date"
                value={enquiry.start}
                aria-invalid={Boolean(errors[START_KEY])}
                aria-describedby={errors[START_KEY] ? 'enquiry-start-error' : undefined}
                onChange={(event) => updateEnquiry({ start: event.target.value })}
              />
            </Field>
          </div>
          <div className={styles.enquiryActions} data-print="skip">
            {whatsapp.href ? (
              <a
                // While a field is to fix, the link leads to it (opened in a new tab, or copied, it
                // sends nothing unchecked); pressed, it shows the messages.
                href={whatsapp.invalid ? `#enquiry-${whatsapp.invalid}` : whatsapp.href}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('accent', 'sm')}
                onClick={(event) => {
                  if (!whatsapp.invalid) return;
                  event.preventDefault();
                  whatsapp.onInvalid(whatsapp.invalid);
                }}
              >
                <Glyph icon={whatsappIcon} size={16} />
                {text.whatsapp.send}
              </a>
            ) : (
              <p className={styles.enquiryLead}>{text.whatsapp.tooLong}</p>
            )}
            <button type="button" className={buttonClass('outline', 'sm')} onClick={clearEnquiry}>
              {text.clear}
            </button>
          </div>
        </>
      )}
    </fieldset>
  );
}
