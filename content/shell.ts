import { services } from './services';

/** The footer's plain-text service list: the first seven services, in order. */
export const footerServices = services.slice(0, 7).map((service) => service.title);
