'use client';

import clsx from 'clsx';
import { useId } from 'react';
import { earlyTap } from '@/lib/early-taps';
import styles from './index.module.css';

export interface CategoryFilterProps {
  /** Names the filter for assistive technology, e.g. 'Filter projects by category'. */
  label: string;
  /** 'All' first, then the categories. */
  options: readonly string[];
  value: string;
  onChange: (category: string) => void;
  /**
   * 'responsive': toggle buttons from 768 px, a labelled dropdown below (Projects: "buttons on
   * desktop, dropdown on mobile"). 'buttons': the buttons at every width (Rent: "Category filter
   * buttons").
   */
  form?: 'responsive' | 'buttons';
}

/**
 * The category choice, as toggle buttons or, on phones where the spec says so, a dropdown. A choice
 * made before the page's scripts run is kept and applied when they arrive (`earlyTap`,
 * lib/early-taps.ts); without JavaScript the list shows All.
 */
export function CategoryFilter({
  label,
  options,
  value,
  onChange,
  form = 'responsive',
}: CategoryFilterProps) {
  const selectId = useId();
  return (
    <>
      <div
        className={clsx(styles.buttons, form === 'buttons' && styles.always)}
        role="group"
        aria-label={label}
      >
        {options.map((option) => (
          <button
            key={option}
            type="button"
            className={styles.chip}
            aria-pressed={option === value}
            {...earlyTap}
            onClick={() => onChange(option)}
          >
            {option}
          </button>
        ))}
      </div>
      {form === 'responsive' && (
        <div className={styles.dropdown}>
          <label htmlFor={selectId} className={styles.dropdownLabel}>
            {label}
          </label>
          <select
            id={selectId}
            value={value}
            {...earlyTap}
            onChange={(event) => onChange(event.target.value)}
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      )}
    </>
  );
}
