/** The real content in English (the words drawn on the pictures), gathered into the shape the job builder reads. */
import {
  company,
  equipment,
  heroSlides,
  licenseDocuments,
  projects,
  services,
  supplyMaterials,
} from '@/scripts/lib/english';
import { bankAccounts } from '@/content/licenses';
import { testimonials } from '@/content/supply';
import { team } from '@/content/team';
import type { Items } from './lib/jobs';

export const items: Items = {
  heroSlides,
  services,
  projects,
  team: team.en,
  equipment,
  supplyMaterials,
  testimonials: testimonials.en,
  licenseDocuments,
  bankAccounts: bankAccounts.en,
  company,
};
