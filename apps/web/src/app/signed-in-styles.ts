// Every Mantine component's styles, for the signed-in app, whose screens may draw any of them;
// in the `mantine` cascade layer like the first screen's (first-screen-styles.ts).
import '@mantine/core/styles.layer.css';
