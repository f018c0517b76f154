'use client';

import { useId } from 'react';
import styles from './index.module.css';

export interface CategoryFilterProps {
  /** Names the filter for assistive technology, e.g. 'Filter projects by category'. */
  label: string;
  /** 'All' first, then the categories. */
  options: readonly string[];
  value: string;
  onChange: (category: string) => void;
}

/** The category choice: toggle buttons from 768 px, a labelled dropdown below (the spec's mobile form). */
export function CategoryFilter({ label, options, value, onChange }: CategoryFilterProps) {
  const selectId = useId();
  return (
    <>
      <div className={styles.buttons} role="group" aria-label={label}>
        {options.map((option) => (
          <button
            key={option}
            type="button"
            className={styles.chip}
            aria-pressed={option === value}
            onClick={() => onChange(option)}
          >
            {option}
          </button>
        ))}
      </div>
      <div className={styles.dropdown}>
        <label htmlFor={selectId} className={styles.dropdownLabel}>
          {label}
        </label>
        <select id={selectId} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
