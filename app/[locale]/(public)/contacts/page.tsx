import { infoPageRoute } from '@/features/info-pages';

const route = infoPageRoute('contacts');
export const generateMetadata = route.generateMetadata;
export default route.Page;
