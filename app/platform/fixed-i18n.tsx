// Gone with the switch to react-i18next: the next commit points every component at "react-i18next".
export { useTranslation } from "react-i18next";
