import { infoPageRoute } from '@/features/info-pages';

const route = infoPageRoute('buyer');
export const generateMetadata = route.generateMetadata;
export default route.Page;
