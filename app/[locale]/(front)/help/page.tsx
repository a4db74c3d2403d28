import { contentRoute } from '@/components/front/content/content-route';

const route = contentRoute('help');
export const generateMetadata = route.generateMetadata;
export default route.Page;
