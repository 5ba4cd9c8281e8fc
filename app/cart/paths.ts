// The cart page's two tabs, as every link and redirect names them (without the language prefix).
export const CART_PATH = "/pages/cart?tab=active";
export const SAVED_CARTS_PATH = "/pages/cart?tab=saved";
