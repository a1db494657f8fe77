import { infoPageRoute } from '@/features/info-pages';

const route = infoPageRoute('company');
export const generateMetadata = route.generateMetadata;
export default route.Page;
