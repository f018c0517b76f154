/**
 * The site's content in English, as the company profile PDF prints it: the PDF is English only
 * (pdfkit does not shape Bengali; the Bangla pages say so beside its link). The same facts and
 * words as the English pages, read through one door instead of `.en` on every page of the PDF.
 */
import * as about from '@/content/about';
import { company as facts, companyText } from '@/content/company';
import * as contact from '@/content/contact';
import * as equipmentContent from '@/content/equipment';
import * as home from '@/content/home';
import * as licenses from '@/content/licenses';
import { navigation as menus, pageText as pages } from '@/content/navigation';
import * as projectsContent from '@/content/projects';
import * as servicesContent from '@/content/services';
import * as supply from '@/content/supply';

export const company = {
  ...facts,
  ...companyText.en,
  address: { ...companyText.en.address, ...facts.address },
};

export const navigation = menus.en;
/** Each route's text: its hero (`intro`) opens the profile's section of that route. */
export const pageText = pages.en;
export const story = about.story.en;
export const missionVisionValues = about.missionVisionValues.en;
export const proprietor = about.proprietor.en;
export const timeline = about.timeline.en;
export const offices = contact.offices.en;
export const contactMethods = contact.contactMethods.en;
export const equipment = equipmentContent.equipment.en;
export const equipmentCategories = equipmentContent.equipmentCategories.map((key) => ({
  key,
  name: equipmentContent.equipmentCategoryLabels.en[key],
}));
export const heroSlides = home.heroSlides.en;
export const achievements = home.achievements.en;
export const homeAbout = home.homeAbout.en;
export const homeHighlights = home.homeHighlights.en;
export const licenseDocuments = licenses.licenseDocuments.en;
export const compliance = licenses.compliance.en;
export const projects = projectsContent.projects.en.map((project) => ({
  ...project,
  /** The category as the English pages name it ('Building Construction'), not its key. */
  categoryName: projectsContent.projectsPage.en.categories[project.category],
}));
export const services = servicesContent.services.en;
export const supplyMaterials = supply.supplyMaterials.en;
