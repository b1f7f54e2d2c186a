import '../signed-in-styles';
import { NoProductScreen } from '@/features/shell/components/no-product-screen';

export default NoProductScreen;
