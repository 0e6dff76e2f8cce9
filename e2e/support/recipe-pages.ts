import { createServer } from 'node:http';

/** A recipe page as recipe websites publish them: schema.org Recipe in JSON-LD among the page's markup. */
export const importablePage = {
  path: '/recipes/smoky-bean-stew',
  title: 'Smoky bean stew',
  html: `<!doctype html>
<html lang="en">
<head>
  <title>Smoky bean stew | A made-up recipe site</title>
  <script type="application/ld+json">{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[]}</script>
  <script type="application/ld+json">
  {"@context":"https://schema.org","@graph":[
    {"@type":"WebPage","name":"Smoky bean stew"},
    {"@type":"Recipe","name":"Smoky bean stew","description":"Beans &amp; peppers in a smoky tomato sauce.",
     "recipeYield":["4","4 servings"],"prepTime":"PT10M","cookTime":"PT30M",
     "recipeIngredient":["2 x 400 g tins mixed beans","1 tbsp smoked paprika","1 red pepper, sliced"],
     "recipeInstructions":[{"@type":"HowToStep","text":"Soften the pepper."},{"@type":"HowToStep","text":"Add the rest and simmer."}],
     "keywords":"dinner, budget"}
  ]}
  </script>
</head>
<body><h1>Smoky bean stew</h1><script>document.title = 'never run by the importer';</script></body>
</html>`,
};

/** Serves the pages above on 127.0.0.1; closed by the global teardown. */
export async function startRecipePages(port: number): Promise<{ close(): Promise<void> }> {
  const server = createServer((req, res) => {
    if (req.url === importablePage.path) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(importablePage.html);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<p>No such page</p>');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
