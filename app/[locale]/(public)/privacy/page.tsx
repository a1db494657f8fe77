import { infoPageRoute } from '@/features/info-pages';

const route = infoPageRoute('privacy');
export const generateMetadata = route.generateMetadata;
export default route.Page;
