export { PageFade as default } from '@/components/layout/PageFade';
