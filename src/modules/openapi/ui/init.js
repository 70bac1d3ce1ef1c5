// The reference page reads the document the API generates; everything is served by the API itself.
window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#api', deepLinking: true });
