import express from 'express';

/** The baseline: express.static serving a file, in its own process like the real server. */
const [dir, port] = process.argv.slice(2);
const app = express();
app.use(express.static(dir!, { index: 'index.html' }));
app.listen(Number(port), '127.0.0.1', () => console.log('static ready'));
