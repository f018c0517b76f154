/** The real content, gathered into the shape the job builder reads. */
import { company } from '@/content/company';
import { equipment } from '@/content/equipment';
import { heroSlides } from '@/content/home';
import { bankAccounts, licenseDocuments } from '@/content/licenses';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import { supplyMaterials, testimonials } from '@/content/supply';
import { team } from '@/content/team';
import type { Items } from './lib/jobs';

export const items: Items = {
  heroSlides,
  services,
  projects,
  team,
  equipment,
  supplyMaterials,
  testimonials,
  licenseDocuments,
  bankAccounts,
  company,
};
